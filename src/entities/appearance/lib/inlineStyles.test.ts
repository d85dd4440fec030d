// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Components whose look lives in their stylesheets: an inline style is left only for a value known at run time,
 * listed here with the file (the preset swatch's colour, the logo's size).
 */
const COMPUTED_INLINE_STYLES: Record<string, string[]> = {
  'src/widgets/dashboard-shell/ui/search/Searchbar.tsx': [],
  'src/widgets/dashboard-shell/ui/search/SearchResults.tsx': [],
  'src/widgets/dashboard-shell/ui/settings/PresetPicker.tsx': ['{ background: COLOR_PRESETS[preset].main }'],
  'src/widgets/dashboard-shell/ui/settings/SettingGroup.tsx': [],
  'src/widgets/dashboard-shell/ui/settings/SettingsDrawer.tsx': [],
  'src/features/asset-picker/ui/AssetPickerModal.tsx': [],
  'src/pages/dashboard-home/ui/period/ReportMonthPicker.tsx': [],
  'src/pages/dashboard-home/ui/period/MonthPickerField.tsx': [],
  'src/shared/ui/logo/Logo.tsx': ['{ height }', '{ fontSize: Math.round(height * 0.5) }'],
  'src/app/ConfigErrorPage.tsx': [],
};

/** The object literals passed as `style` (and antd's semantic `styles`) in a component's source. */
const inlineStyles = (source: string) => [...source.matchAll(/\bstyles?=\{(\{[^}]*\})\}/g)].map(([, style = '']) => style.replace(/\s+/g, ' '));

describe('inline styles', () => {
  it('finds style and styles props', () => {
    expect(inlineStyles('<a style={{ color: x }} /><Modal styles={{ body: 1 }} />')).toEqual(['{ color: x }', '{ body: 1 }']);
  });

  it.each(Object.entries(COMPUTED_INLINE_STYLES))('%s keeps inline only what it computes', (file, allowed) => {
    expect(inlineStyles(readFileSync(file, 'utf8'))).toEqual(allowed);
  });
});
