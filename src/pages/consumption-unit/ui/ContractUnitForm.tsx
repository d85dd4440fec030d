import { useFormik } from 'formik';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSelectedUnit, useSelectUnit } from '@/entities/session';
import { ROUTES } from '@/shared/routes';
import { formikField, useLatestValidation } from '@/shared/lib/form';
import { FieldSelect, FormField, SubmitButton } from '@/shared/ui/form-field';
import { CONTRACT_UNIT_INITIAL_VALUES, validateContractUnit, type ContractUnitValues } from '../model/contractUnitForm';
import { useContractUnitOptions } from '../model/useContractUnitOptions';
import styles from './ContractUnitForm.module.css';

/** 'Contrato' (grouped by unit; picking one fills its unit) and 'Unidade de Consumo'; 'Continuar' commits. */
export const ContractUnitForm = () => {
  const selectUnit = useSelectUnit();
  const navigate = useNavigate();
  const { unitOptions, contractGroups, unitOf, unitHasContracts, isLoading } = useContractUnitOptions();
  const currentUnit = useSelectedUnit().id;
  const validate = useLatestValidation(useMemo(() => validateContractUnit(unitHasContracts), [unitHasContracts]));
  // Opens on the unit in use (issue 14); its first contract follows once the contracts have loaded.
  const ownsCurrentUnit = unitOptions.some((option) => option.value === currentUnit);
  const formik = useFormik<ContractUnitValues>({
    initialValues: ownsCurrentUnit && currentUnit ? { ...CONTRACT_UNIT_INITIAL_VALUES, unidadeConsumo: currentUnit } : CONTRACT_UNIT_INITIAL_VALUES,
    validate,
    onSubmit: ({ unidadeConsumo }) => {
      selectUnit(unidadeConsumo);
      void navigate(ROUTES.app.path);
    },
  });
  const contract = formikField(formik, 'contrato', 'selecao-contrato');
  const unit = formikField(formik, 'unidadeConsumo', 'selecao-unidade');
  const chosenUnit = formik.values.unidadeConsumo;
  const firstContractOfCurrentUnit = isLoading || !currentUnit ? undefined : contractGroups(currentUnit)[0]?.options[0]?.value;
  const { setFieldValue } = formik;
  const untouched = !formik.values.contrato && !formik.touched.contrato && chosenUnit === currentUnit;
  useEffect(() => {
    if (untouched && firstContractOfCurrentUnit) void setFieldValue('contrato', firstContractOfCurrentUnit, false);
  }, [untouched, firstContractOfCurrentUnit, setFieldValue]);
  // Every unit's contracts, grouped: picking one of another unit switches the unit.
  const groups = contractGroups();
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
      <FormField
        label="Contrato"
        feedback={contract}
        extra={unitWithoutContracts ? 'Esta unidade não possui contratos.' : undefined}
      >
        <FieldSelect
          {...contract.input}
          name="contrato"
          aria-required
          loading={isLoading}
          disabled={unitWithoutContracts}
          placeholder={unitWithoutContracts ? 'Sem contratos' : 'Selecione o contrato'}
          value={formik.values.contrato}
          options={groups}
          onChange={chooseContract}
          onBlur={() => void formik.setFieldTouched('contrato')}
        />
      </FormField>
      <FormField label="Unidade de Consumo" feedback={unit}>
        <FieldSelect
          {...unit.input}
          name="unidadeConsumo"
          aria-required
          placeholder="Selecione a unidade de consumo"
          value={chosenUnit}
          options={unitOptions}
          onChange={chooseUnit}
          onBlur={() => void formik.setFieldTouched('unidadeConsumo')}
        />
      </FormField>
      <div className={styles.submit}>
        <SubmitButton>Continuar</SubmitButton>
      </div>
    </form>
  );
};
