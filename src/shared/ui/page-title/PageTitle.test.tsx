import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { resetConfig, setConfig } from '@/shared/config';
import { PageTitle } from './PageTitle';

afterEach(() => resetConfig());

describe('PageTitle', () => {
  it("names the tab '<screen> | <brand>' while the screen is shown, with the configured brand", () => {
    setConfig({ brandName: 'Aurora Homologação' });
    const { unmount } = render(
      <StrictMode>
        <PageTitle name="Fatura" />
      </StrictMode>,
    );
    expect(document.title).toBe('Fatura | Aurora Homologação');
    unmount();
    expect(document.head.querySelector('title')?.textContent ?? '').not.toBe('Fatura | Aurora Homologação');
  });
});
