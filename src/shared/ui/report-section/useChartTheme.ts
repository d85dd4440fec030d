import { theme } from 'antd';
import { useMemo } from 'react';

/**
 * Chart colours and text styles from the antd theme, for @ant-design/plots. In dark mode the success and
 * warning seeds turn too dark to read on the chart, so their lighter palette steps are used there.
 */
export function useChartTheme(dark: boolean) {
  const { token } = theme.useToken();
  return useMemo(() => {
    const text = { fill: token.colorTextSecondary, font: token.fontFamily };
    return {
      theme: dark ? 'classicDark' : 'classic',
      colors: {
        neutral: token.colorTextTertiary,
        primary: token.colorPrimary,
        emphasis: dark ? token.colorPrimaryHover : token.colorPrimaryActive,
        success: dark ? token['green-7'] : token.colorSuccess,
        warning: dark ? token['orange-7'] : token.colorWarning,
        danger: dark ? token['red-7'] : token.colorError,
        text: token.colorText,
        surface: token.colorBgContainer,
      },
      axis: {
        labelFill: text.fill,
        labelOpacity: 1,
        labelFontFamily: text.font,
        titleFill: text.fill,
        titleOpacity: 1,
        titleFontFamily: text.font,
      },
      legend: { itemLabelFill: token.colorText, itemLabelFillOpacity: 1, itemLabelFontFamily: text.font, position: 'top' },
      fontFamily: text.font,
      // Each mark drawn whole in its first frame: G2's entrance (columns growing, lines sweeping in) kept the chart
      // empty or half drawn for its first ~second. Later changes (another period) still animate.
      animate: { enter: { type: null } },
    } as const;
  }, [dark, token]);
}
