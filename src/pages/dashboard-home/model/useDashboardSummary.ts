import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useMyContractsQuery } from '@/entities/contract';
import { defaultReportDates, reportRequest, useFindEconomicReportQuery } from '@/entities/economic-report';
import { useUnitInvoices } from '@/entities/invoice';
import { selectUser, useSelectedUnit } from '@/entities/session';
import { useAppSelector } from '@/shared/model';
import { activeContracts, latestInvoice, savingsYearToDate } from '../lib/summary';

/**
 * The summary row's numbers. The calls are the ones the sections below make with the same arguments,
 * so RTK Query answers them once.
 */
export function useDashboardSummary() {
  const { id: assetId, ready } = useSelectedUnit();
  const cnpj = useAppSelector(selectUser)?.cnpj;
  const reportMonth = useMemo(() => defaultReportDates().monthly, []);
  const period = { year: reportMonth.year(), month: reportMonth.month() + 1 };

  const contracts = useMyContractsQuery(ready ? assetId : skipToken);
  // The selected unit's invoices (decisions §9), the same call the invoice section makes.
  const invoices = useUnitInvoices({ cnpj, physicalAssetId: assetId, skip: !ready });
  const report = useFindEconomicReportQuery(ready ? reportRequest(assetId, reportMonth) : skipToken);

  return {
    period,
    contracts: { loading: contracts.isFetching, value: contracts.currentData ? activeContracts(contracts.currentData) : null },
    invoice: { loading: invoices.isFetching, value: invoices.invoices ? latestInvoice(invoices.invoices) : null },
    savings: {
      loading: report.isFetching,
      value: report.currentData ? savingsYearToDate(report.currentData.yearlyEconomyChart, period) : null,
    },
  };
}
