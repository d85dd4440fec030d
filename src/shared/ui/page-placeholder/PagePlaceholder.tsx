import { Result } from 'antd';

/** A titled page for route constants whose screen the spec does not show. */
export const PagePlaceholder = ({ title, text }: { title: string; text: string }) => (
  <Result status="info" title={<h1 style={{ fontSize: 24, margin: 0 }}>{title}</h1>} subTitle={text} />
);
