import { useMemo } from 'react';
import { selectUser, selectUserRole } from '@/entities/session';
import { useAppConfig } from '@/shared/config';
import { filterNavByRole, filterNavByUnits, getMobileMenuSections, getNavSections, getSearchSections, type NavSection } from '@/shared/navigation';
import { useAppSelector } from '@/shared/model';

/** What the signed-in account may see: items with a role list hide from other roles, 'Todas as unidades' from one unit. */
const useVisible = (sections: (supportPhone: string) => NavSection[]) => {
  const role = useAppSelector(selectUserRole);
  const unitCount = useAppSelector(selectUser)?.physicalAssets.length ?? 0;
  const { supportPhone } = useAppConfig();
  return useMemo(() => filterNavByUnits(filterNavByRole(sections(supportPhone), role), unitCount), [sections, role, unitCount, supportPhone]);
};

const navSections = (supportPhone: string) => getNavSections(supportPhone);
const searchSections = (supportPhone: string) => getSearchSections(supportPhone);
const mobileMenuSections = () => getMobileMenuSections();

/** Side navigation and horizontal menu. */
export const useNavSections = () => useVisible(navSections);

/** What search offers: the navigation plus the account pages of the avatar menu. */
export const useSearchSections = () => useVisible(searchSections);

export const useMobileMenuSections = () => useVisible(mobileMenuSections);
