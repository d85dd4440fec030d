import { Grid, theme } from 'antd';
import { useMemo } from 'react';

/** G2 passes each category of the x axis and its position; true keeps its label. */
type TickFilter = (category: string, index: number) => boolean;

/**
 * Chart colours and text styles from the antd theme, for @ant-design/plots. In dark mode the success and
 * warning seeds turn too dark to read on the chart, so their lighter palette steps are used there.
 * `categoryLabels(phoneTicks)`: the x axis's labels, never turned (G2 turns them 90° when they would overlap, which a
 * phone made the rule: decisions §11); on a phone only the labels `phoneTicks` keeps, and G2 hides any that would
 * still overlap.
 */
export function useChartTheme(dark: boolean) {
  const { token } = theme.useToken();
  const phone = Grid.useBreakpoint().md === false;
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
      categoryLabels: (phoneTicks: TickFilter) => ({
        labelAutoRotate: false,
        labelAutoHide: true,
        ...(phone ? { tickFilter: phoneTicks } : {}),
      }),
    } as const;
  }, [dark, token, phone]);
}
