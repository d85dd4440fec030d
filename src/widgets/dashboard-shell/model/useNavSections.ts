import { useMemo } from 'react';
import { selectUserRole } from '@/entities/session';
import { useAppConfig } from '@/shared/config';
import { filterNavByRole, getAccountSection, getMobileMenuSections, getNavSections } from '@/shared/navigation';
import { useAppSelector } from '@/shared/model';

/** Navigation the signed-in user may see (items with a role list hide from other roles). */
export const useNavSections = () => {
  const role = useAppSelector(selectUserRole);
  const { supportPhone } = useAppConfig();
  return useMemo(() => filterNavByRole(getNavSections(supportPhone), role), [role, supportPhone]);
};

/** What search offers: the navigation plus the account pages of the avatar menu. */
export const useSearchSections = () => {
  const role = useAppSelector(selectUserRole);
  const { supportPhone } = useAppConfig();
  return useMemo(() => filterNavByRole([...getNavSections(supportPhone), getAccountSection()], role), [role, supportPhone]);
};

export const useMobileMenuSections = () => {
  const role = useAppSelector(selectUserRole);
  return useMemo(() => filterNavByRole(getMobileMenuSections(), role), [role]);
};
