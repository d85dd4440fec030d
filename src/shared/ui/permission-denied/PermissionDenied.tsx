import { StatusPage } from '@/shared/ui/status-page';

/** Full-page role guard message (spec §6). */
export const PermissionDenied = () => (
  <StatusPage code="403" title="Permission Denied" text="You do not have permission to access this page" />
);
