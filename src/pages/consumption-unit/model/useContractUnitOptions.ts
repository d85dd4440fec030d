import { useMemo } from 'react';
import { contractStatus } from '@/entities/contract';
import { selectUser } from '@/entities/session';
import { formatDate } from '@/shared/lib/format';
import { useAppSelector } from '@/shared/model';
import { useContractsOfUnitsQuery } from '../api/unitContractsApi';

type Option = { value: string; label: string };
type Group = { label: string; options: Option[] };

/** Units of the signed-in user, and their contracts grouped by unit (real options, decisions §3). */
export const useContractUnitOptions = () => {
  const user = useAppSelector(selectUser);
  const assets = useMemo(() => user?.physicalAssets ?? [], [user]);
  const { data = [], isLoading } = useContractsOfUnitsQuery(
    assets.map((asset) => asset.id),
    { skip: assets.length === 0 },
  );

  return useMemo(() => {
    const unitOf = new Map<string, string>();
    data.forEach(({ assetId, contracts }) => contracts.forEach((contract) => unitOf.set(contract.id, assetId)));
    const unitOptions: Option[] = assets.map((asset) => ({ value: asset.id, label: asset.name }));
    const contractGroups = (unitFilter?: string): Group[] =>
      assets
        .filter((asset) => !unitFilter || asset.id === unitFilter)
        .map((asset) => ({
          label: asset.name,
          options: (data.find((entry) => entry.assetId === asset.id)?.contracts ?? []).map((contract) => ({
            value: contract.id,
            label: `${contract.code} · ${contractStatus(contract)} · ${formatDate(contract.startDate)} a ${formatDate(contract.endDate)}`,
          })),
        }))
        .filter((group) => group.options.length > 0);
    // While contracts load, every unit counts as having some, so the contract stays required.
    const unitHasContracts = (assetId: string) => isLoading || contractGroups(assetId).length > 0;
    return { unitOptions, contractGroups, unitOf, unitHasContracts, isLoading };
  }, [assets, data, isLoading]);
};
