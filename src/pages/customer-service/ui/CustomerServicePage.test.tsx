import { screen, within } from '@testing-library/react';
import { renderApp } from '@test/renderApp';
import { formatPhone } from './channelSections';

describe('customer service channel', () => {
  it('has one h1, the channels with hours, the data-subject channel and ethics and compliance', async () => {
    await renderApp('/canal-atendimento-cliente');
    expect(await screen.findByRole('heading', { level: 1, name: 'Canal de Atendimento ao Cliente' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toBeInTheDocument();
    const channels = screen.getByRole('region', { name: 'Canais de atendimento' });
    expect(within(channels).getByRole('link', { name: /WhatsApp: \+55 11 94002-8922/ })).toHaveAttribute('href', 'https://wa.me/5511940028922');
    expect(within(channels).getByRole('link', { name: 'atendimento@auroraenergia.com.br' })).toHaveAttribute('href', 'mailto:atendimento@auroraenergia.com.br');
    expect(screen.getByRole('region', { name: 'Horários e prazos' })).toHaveTextContent('segunda a sexta, das 8h às 18h');
    expect(document.getElementById('titular-de-dados')).toHaveAccessibleName('Canal do Titular de Dados (LGPD)');
    expect(document.getElementById('etica-e-compliance')).toHaveAccessibleName('Ética e Compliance');
  });

  it('formats the support number for reading', () => {
    expect(formatPhone('5511940028922')).toBe('+55 11 94002-8922');
    expect(formatPhone('551133334444')).toBe('+55 11 3333-4444');
  });
});
