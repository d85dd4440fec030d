import { formatBRL, formatPercent } from '@/shared/lib/format';
import type { SimulationResult } from './estimate';

/** Support chat (WhatsApp click-to-chat) with an optional pre-filled message. */
export const chatLink = (phone: string, message?: string): string => {
  const base = `https://wa.me/${phone.replace(/\D/g, '')}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
};

/** What the visitor would otherwise have to type: the simulation, so the specialist starts from it. */
export const simulationMessage = (brand: string, result: SimulationResult): string => {
  const { monthlyBill, state, group } = result.input;
  const bill = `Conta média de ${formatBRL(monthlyBill)} por mês, estado ${state}, grupo ${group}.`;
  if (!result.eligible) {
    return `Olá, ${brand}! Fiz a simulação no site. ${bill} Sou de baixa tensão e quero ser avisado quando puder migrar para o Mercado Livre de Energia.`;
  }
  const range = `${formatBRL(result.monthly.min)} a ${formatBRL(result.monthly.max)} por mês (${formatPercent(result.rate.min * 100)} a ${formatPercent(result.rate.max * 100)})`;
  return `Olá, ${brand}! Fiz a simulação no site. ${bill} Economia estimada: ${range}. Quero falar com um especialista.`;
};
