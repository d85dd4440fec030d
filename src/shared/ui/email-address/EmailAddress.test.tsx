import { render, screen } from '@testing-library/react';
import { EmailAddress } from './EmailAddress';

describe('EmailAddress', () => {
  it("offers a line break only after '@' and after each '.', and reads as the address itself", () => {
    render(
      <a href="mailto:atendimento@auroraenergia.com.br">
        <EmailAddress address="atendimento@auroraenergia.com.br" />
      </a>,
    );
    const link = screen.getByRole('link', { name: 'atendimento@auroraenergia.com.br' });
    expect(link).toHaveTextContent(/^atendimento@auroraenergia\.com\.br$/);
    // Each <wbr> follows an '@' or a '.': the text before every break opportunity ends in one of them.
    const breaks = [...link.querySelectorAll('wbr')].map((wbr) => wbr.previousSibling?.textContent);
    expect(breaks).toEqual(['atendimento@', 'auroraenergia.', 'com.']);
  });

  it('leaves an address without a dot after the @ with one break', () => {
    const { container } = render(<EmailAddress address="a.b@localhost" />);
    expect(container.innerHTML).toBe('a.<wbr>b@<wbr>localhost');
  });
});
