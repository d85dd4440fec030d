import { act, render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from './ToastProvider';
import { useToast, type ToastVariant } from './useToast';

const Toaster = ({ messages }: { messages: [string, ToastVariant?][] }) => {
  const toast = useToast();
  return (
    <button type="button" onClick={() => messages.forEach(([text, variant]) => toast(text, variant))}>
      avisar
    </button>
  );
};

const press = () => act(() => screen.getByRole('button', { name: 'avisar' }).click());

describe('useToast (spec §9)', () => {
  it('shows the text top right, as an alert for errors and a status for successes', async () => {
    render(
      <ConfigProvider>
        <ToastProvider>
          <Toaster messages={[['Arquivo não encontrado', 'error'], ['Senha alterada com sucesso.']]} />
        </ToastProvider>
      </ConfigProvider>,
    );
    press();
    expect(await screen.findByText('Arquivo não encontrado')).toBeInTheDocument();
    expect(screen.getByText('Arquivo não encontrado').closest('.ant-notification-notice')).toHaveClass('ant-notification-notice-error');
    expect(screen.getByText('Arquivo não encontrado').closest('[role]')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Senha alterada com sucesso.').closest('[role]')).toHaveAttribute('role', 'status');
    expect(document.querySelector('.ant-notification-topRight')).not.toBeNull();
  });

  it('keeps at most five, and the same message twice is one toast', async () => {
    render(
      <ToastProvider>
        <Toaster messages={[['Um'], ['Dois'], ['Três'], ['Quatro'], ['Cinco'], ['Seis'], ['Seis']]} />
      </ToastProvider>,
    );
    press();
    expect(await screen.findByText('Seis')).toBeInTheDocument();
    expect(screen.getAllByText('Seis')).toHaveLength(1);
    expect(document.querySelectorAll('.ant-notification-notice')).toHaveLength(5);
    expect(screen.queryByText('Um')).not.toBeInTheDocument();
  });

  it('closes a toast after 3 s', async () => {
    // The fake clock stands still until the test moves it, however long the toast's code takes to arrive: waited for
    // on the real clock, so the 3 s are counted from the toast's appearance and never from the machine's speed.
    const realSetTimeout = globalThis.setTimeout;
    vi.useFakeTimers();
    try {
      render(
        <ToastProvider>
          <Toaster messages={[['Dados salvos.']]} />
        </ToastProvider>,
      );
      press();
      for (let tries = 0; !screen.queryByText('Dados salvos.') && tries < 3000; tries += 1) {
        await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 10)));
      }
      expect(screen.getByText('Dados salvos.')).toBeInTheDocument();
      const notice = () => document.querySelector('.ant-notification-notice');
      await act(() => vi.advanceTimersByTimeAsync(2900));
      expect(notice()).not.toHaveClass('ant-notification-fade-leave');
      // At 3 s it starts leaving (jsdom never ends the fade, so the element itself stays).
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(notice()).toHaveClass('ant-notification-fade-leave');
    } finally {
      vi.useRealTimers();
    }
  });

  it('does nothing outside a ToastProvider (screens without antd)', () => {
    render(<Toaster messages={[['Ninguém vê']]} />);
    expect(() => press()).not.toThrow();
    expect(screen.queryByText('Ninguém vê')).not.toBeInTheDocument();
  });
});
