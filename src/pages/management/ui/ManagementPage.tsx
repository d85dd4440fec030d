import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { selectUser, useSelectedUnit, useSelectUnit, type PhysicalAsset } from '@/entities/session';
import { ROUTES, useScreenHeading } from '@/shared/routes';
import { formatDocument } from '@/shared/lib/document';
import { useAppSelector } from '@/shared/model';
import { UnitContracts } from './UnitContracts';
import styles from './ManagementPage.module.css';
import { ScrollTable } from '@/shared/ui/scroll-region';

/** 'Gestão' (manager only, decisions §3): the account's units with their contracts, and a quick switch. */
export const ManagementPage = () => {
  const heading = useScreenHeading();
  const user = useAppSelector(selectUser);
  const selectedId = useSelectedUnit().id;
  const selectUnit = useSelectUnit();
  const navigate = useNavigate();
  if (!user) return null;

  const viewContracts = (asset: PhysicalAsset) => {
    selectUnit(asset.id);
    navigate(ROUTES.contracts.path);
  };

  return (
    <>
      <Typography.Title level={1} className={styles.title}>
        {heading}
      </Typography.Title>
      <Typography.Paragraph className={styles.lead}>
        Unidades de consumo da conta {formatDocument(user.cnpj)} e seus contratos.
      </Typography.Paragraph>
      <Card title={<h2 className={styles.cardTitle}>Unidades de consumo ({user.physicalAssets.length})</h2>}>
        <ScrollTable<PhysicalAsset>
          label="Unidades de consumo"
          rowKey="id"
          dataSource={user.physicalAssets}
          pagination={false}
          locale={{ emptyText: 'Nenhuma unidade de consumo vinculada a esta conta.' }}
          columns={[
            {
              title: 'Unidade',
              dataIndex: 'name',
              render: (name: string, asset) => (
                <span className={styles.unit}>
                  {name}{' '}
                  {asset.id === selectedId ? (
                    <span className={styles.current}>
                      <CheckCircleFilled aria-hidden /> Em consulta
                    </span>
                  ) : null}
                </span>
              ),
            },
            { title: 'Contratos', key: 'contracts', render: (_value, asset) => <UnitContracts assetId={asset.id} /> },
            {
              title: 'Ações',
              key: 'actions',
              align: 'end',
              render: (_value, asset) => (
                <Button onClick={() => viewContracts(asset)} aria-label={`Ver contratos de ${asset.name}`}>
                  Ver contratos
                </Button>
              ),
            },
          ]}
        />
      </Card>
    </>
  );
};
