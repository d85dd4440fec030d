import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@test/renderWithProviders';
import { ANTD_CSS_VAR_CLASS } from '../lib/theme';
import { settingChanged } from '../model/settingsSlice';
import { AntdThemeScope } from './AntdThemeScope';

/** The stylesheets under `dir` (recursively) with the antd variables they read. */
const stylesheetsReadingAntd = (dir: string): { file: string; names: string[] }[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return stylesheetsReadingAntd(path);
    if (!entry.name.endsWith('.css')) return [];
    const names = [...readFileSync(path, 'utf8').matchAll(/var\((--ant-[\w-]+)/g)].map(([, name]) => name!);
    return names.length ? [{ file: path, names: [...new Set(names)] }] : [];
  });

/** The variables antd declares for the theme's class, from the styles it injected into the document. */
const declaredForThemeClass = () => {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
  const rules = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].filter(([, selector]) => selector!.split(',').some((s) => s.trim() === `.${ANTD_CSS_VAR_CLASS}`));
  return new Map(rules.flatMap(([, , body]) => [...body!.matchAll(/(--ant-[\w-]+):([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()])));
};

describe('AntdThemeScope', () => {
  it("declares, on the theme's class, every antd variable the customer area's stylesheets read", () => {
    renderWithProviders(
      <AntdThemeScope>
        <p>conteúdo</p>
      </AntdThemeScope>,
    );
    const declared = declaredForThemeClass();
    const readers = [...stylesheetsReadingAntd('src/widgets'), ...stylesheetsReadingAntd('src/pages'), ...stylesheetsReadingAntd('src/shared/ui')];
    expect(readers.map(({ file }) => file)).toEqual(expect.arrayContaining([expect.stringContaining('shell.css'), expect.stringContaining('SectionCard.module.css')]));
    const missing = readers.flatMap(({ file, names }) => names.filter((name) => !declared.has(name)).map((name) => `${file}: ${name}`));
    expect(missing).toEqual([]);
  });

  it('follows the settings: the variables change with the mode and the preset', () => {
    const { store } = renderWithProviders(
      <AntdThemeScope>
        <p>conteúdo</p>
      </AntdThemeScope>,
    );
    expect(declaredForThemeClass().get('--ant-color-bg-container')).toBe('#ffffff');
    act(() => {
      store.dispatch(settingChanged({ key: 'themeMode', value: 'dark' }));
      store.dispatch(settingChanged({ key: 'themeColorPresets', value: 'purple' }));
    });
    expect(declaredForThemeClass().get('--ant-color-bg-container')).toBe('#141414');
    expect(declaredForThemeClass().get('--ant-color-primary')).toBe('#663bbb');
  });
});
