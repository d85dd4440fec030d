import type { GlobalToken } from 'antd';
import type { CSSProperties } from 'react';

/** Theme tokens as CSS variables, so the shell's stylesheet follows light/dark, contrast and preset. */
export const shellCssVars = (token: GlobalToken): CSSProperties =>
  ({
    '--shell-bg': token.colorBgContainer,
    '--shell-bg-layout': token.colorBgLayout,
    '--shell-bg-elevated': token.colorBgElevated,
    '--shell-text': token.colorText,
    '--shell-text-secondary': token.colorTextSecondary,
    '--shell-text-disabled': token.colorTextDisabled,
    '--shell-border': token.colorBorderSecondary,
    '--shell-hover': token.colorFillTertiary,
    '--shell-primary': token.colorPrimary,
    '--shell-primary-bg': token.colorPrimaryBg,
    '--shell-primary-bg-hover': token.colorPrimaryBgHover,
    '--shell-primary-text': token.colorPrimaryText,
    '--shell-shadow': token.boxShadowSecondary,
  }) as CSSProperties;
