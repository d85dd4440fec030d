import { Button, Form, Select } from 'antd';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { physicalAssetSelected } from '@/entities/session';
import { PATHS } from '@/shared/config';
import { formikField } from '@/shared/lib/form';
import { useAppDispatch } from '@/shared/model';
import { CONTRACT_UNIT_INITIAL_VALUES, contractUnitSchema, type ContractUnitValues } from '../model/contractUnitSchema';
import { useContractUnitOptions } from '../model/useContractUnitOptions';

/** 'Contrato' (grouped by unit; picking one fills its unit) and 'Unidade de Consumo'; 'Continuar' commits. */
export const ContractUnitForm = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { unitOptions, contractGroups, unitOf, unitHasContracts, isLoading } = useContractUnitOptions();
  const schema = useMemo(() => contractUnitSchema(unitHasContracts), [unitHasContracts]);
  const formik = useFormik<ContractUnitValues>({
    initialValues: CONTRACT_UNIT_INITIAL_VALUES,
    validationSchema: schema,
    onSubmit: ({ unidadeConsumo }) => {
      dispatch(physicalAssetSelected(unidadeConsumo));
      void navigate(PATHS.dashboard.app);
    },
  });
  const contract = formikField(formik, 'contrato', 'selecao-contrato');
  const unit = formikField(formik, 'unidadeConsumo', 'selecao-unidade');
  const chosenUnit = formik.values.unidadeConsumo;
  const groups = contractGroups(chosenUnit || undefined);
  const unitWithoutContracts = Boolean(chosenUnit) && !isLoading && !unitHasContracts(chosenUnit);

  const chooseContract = (contractId: string) => {
    void formik.setFieldValue('contrato', contractId);
    const owner = unitOf.get(contractId);
    if (owner) void formik.setFieldValue('unidadeConsumo', owner);
  };
  const chooseUnit = (assetId: string) => {
    void formik.setFieldValue('unidadeConsumo', assetId);
    if (formik.values.contrato && unitOf.get(formik.values.contrato) !== assetId) void formik.setFieldValue('contrato', '');
  };

  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      <Form component={false} layout="vertical" requiredMark={false}>
        <Form.Item
          label="Contrato"
          {...contract.item}
          extra={unitWithoutContracts && !contract.error ? 'Esta unidade não possui contratos.' : undefined}
        >
          <Select
            {...contract.input}
            size="large"
            aria-required
            loading={isLoading}
            disabled={unitWithoutContracts}
            placeholder={unitWithoutContracts ? 'Sem contratos' : 'Selecione o contrato'}
            value={formik.values.contrato || undefined}
            options={groups}
            onChange={chooseContract}
            onBlur={() => void formik.setFieldTouched('contrato')}
            notFoundContent="Nenhum contrato encontrado"
          />
        </Form.Item>
        <Form.Item label="Unidade de Consumo" {...unit.item}>
          <Select
            {...unit.input}
            size="large"
            aria-required
            placeholder="Selecione a unidade de consumo"
            value={chosenUnit || undefined}
            options={unitOptions}
            onChange={chooseUnit}
            onBlur={() => void formik.setFieldTouched('unidadeConsumo')}
            notFoundContent="Nenhuma unidade de consumo"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block style={{ marginTop: 8 }}>
          Continuar
        </Button>
      </Form>
    </form>
  );
};
