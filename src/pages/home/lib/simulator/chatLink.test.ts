// @vitest-environment node
import { chatLink, simulationMessage } from './chatLink';
import { estimateSavings } from './estimate';

describe('chat link', () => {
  it('opens the support number, with the message URL-encoded when given', () => {
    expect(chatLink('5511940028922')).toBe('https://wa.me/5511940028922');
    expect(chatLink('+55 (11) 94002-8922', 'Olá & até já')).toBe('https://wa.me/5511940028922?text=Ol%C3%A1%20%26%20at%C3%A9%20j%C3%A1');
  });

  it('group A message carries the bill, the state and the estimated range', () => {
    const message = simulationMessage('Aurora Energia', estimateSavings({ monthlyBill: 15000, state: 'SP', group: 'A' }));
    expect(message).toBe(
      'Olá, Aurora Energia! Fiz a simulação no site. Conta média de R$\u00a015.000,00 por mês, estado SP, grupo A. ' +
        'Economia estimada: R$\u00a02.250,00 a R$\u00a04.500,00 por mês (15,00% a 30,00%). Quero falar com um especialista.',
    );
  });

  it('group B message asks to be told when migration opens', () => {
    const message = simulationMessage('Aurora Energia', estimateSavings({ monthlyBill: 1200, state: 'BA', group: 'B' }));
    expect(message).toContain('grupo B');
    expect(message).toContain('quero ser avisado quando puder migrar');
  });
});
