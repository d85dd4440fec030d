import { Result } from 'antd';

/** Full-page role guard message (spec §6). */
export const PermissionDenied = () => (
  <Result
    status="403"
    title={<h1 style={{ fontSize: 24, margin: 0 }}>Permission Denied</h1>}
    subTitle="You do not have permission to access this page"
  />
);
