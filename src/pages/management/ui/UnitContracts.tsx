import { Spin } from 'antd';
import { contractStatus, useMyContractsQuery } from '@/entities/contract';

/** Contracts of one unit: total and how many are active today. */
export const UnitContracts = ({ assetId }: { assetId: string }) => {
  const { data, isLoading, isError } = useMyContractsQuery(assetId);
  if (isLoading)
    return (
      <span role="status" aria-label="Carregando contratos">
        <Spin size="small" />
      </span>
    );
  if (isError || !data) return <span>Indisponível</span>;
  if (data.length === 0) return <span>Nenhum contrato</span>;
  const active = data.filter((contract) => contractStatus(contract) === 'Ativo').length;
  return (
    <span>
      {data.length} {data.length === 1 ? 'contrato' : 'contratos'} · {active} {active === 1 ? 'ativo' : 'ativos'}
    </span>
  );
};
