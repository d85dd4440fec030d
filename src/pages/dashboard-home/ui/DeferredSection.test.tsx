import { render, screen } from '@testing-library/react';
import { lazy, StrictMode } from 'react';
import { DeferredSection } from './DeferredSection';

/** A section whose code never arrives, so its placeholder stays. */
const Pending = lazy(() => new Promise<never>(() => undefined));

describe('DeferredSection', () => {
  it('while the section’s code loads, its placeholder is busy and says once what it waits for', () => {
    render(
      <StrictMode>
        <DeferredSection label="Carregando contratos" kind="contracts">
          <Pending />
        </DeferredSection>
      </StrictMode>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent(/^Carregando contratos$/);
  });
});
