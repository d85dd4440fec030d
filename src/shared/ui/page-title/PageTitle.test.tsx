import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { AppConfigProvider, buildTimeConfig } from '@/shared/config';
import { PageTitle } from './PageTitle';

describe('PageTitle', () => {
  it("names the tab '<screen> | <brand>' while the screen is shown, with the configured brand", () => {
    const { unmount } = render(
      <StrictMode>
        <AppConfigProvider value={{ ...buildTimeConfig, brandName: 'Aurora Homologação' }}>
          <PageTitle name="Fatura" />
        </AppConfigProvider>
      </StrictMode>,
    );
    expect(document.title).toBe('Fatura | Aurora Homologação');
    unmount();
    expect(document.head.querySelector('title')?.textContent ?? '').not.toBe('Fatura | Aurora Homologação');
  });
});
