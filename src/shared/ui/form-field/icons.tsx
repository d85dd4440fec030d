import CloseCircleFilled from '@ant-design/icons-svg/inline-svg/filled/close-circle.svg?shape';
import InfoCircleFilled from '@ant-design/icons-svg/inline-svg/filled/info-circle.svg?shape';
import EyeInvisibleOutlined from '@ant-design/icons-svg/inline-svg/outlined/eye-invisible.svg?shape';
import EyeOutlined from '@ant-design/icons-svg/inline-svg/outlined/eye.svg?shape';
import LoadingOutlined, { viewBox as loadingViewBox } from '@ant-design/icons-svg/inline-svg/outlined/loading.svg?shape';

/**
 * antd's icon shapes (@ant-design/icons-svg files imported with `?shape`, see vite.config.ts), drawn inline so
 * the form kit pulls no icon library; sized in pixels like antd's controls. Not built on glyph-icon's component:
 * sharing that module would put it in a chunk of its own on both the login and the home page.
 */
type Props = { size?: number };

/**
 * An icon component from a `?shape` import, for the kit's other controls and the screens built on it: each
 * imports the shapes it draws, so their path data lands in the chunk of the screens that show them.
 */
export const shapeIcon = (paths: string[], viewBox = '64 64 896 896') => {
  const Icon = ({ size = 14 }: Props) => (
    <svg viewBox={viewBox} width={size} height={size} fill="currentColor" aria-hidden="true" focusable="false">
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
  return Icon;
};

export const ErrorIcon = /* @__PURE__ */ shapeIcon(CloseCircleFilled);
export const InfoIcon = /* @__PURE__ */ shapeIcon(InfoCircleFilled);
export const EyeIcon = /* @__PURE__ */ shapeIcon(EyeOutlined);
export const EyeInvisibleIcon = /* @__PURE__ */ shapeIcon(EyeInvisibleOutlined);
export const SpinnerIcon = /* @__PURE__ */ shapeIcon(LoadingOutlined, loadingViewBox);
