import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useToast } from '@/shared/ui/toast';
import { AuthToasts } from './AuthToasts';

// The toasts' code fails to arrive once (the network gone, or Firefox stopping the page's loads as it is left).
const fetches = vi.hoisted(() => ({ failing: 1 }));
vi.mock('./ToastList', async (importOriginal) => {
  if (fetches.failing > 0) {
    fetches.failing -= 1;
    throw new TypeError('error loading dynamically imported module');
  }
  return importOriginal();
});

const Toaster = () => {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast('Código reenviado.')}>
      avisar
    </button>
  );
};

describe('auth toasts', () => {
  it('fetch the toasts’ code again for the next toast when it failed to arrive, and show it', async () => {
    render(
      <AuthToasts>
        <Toaster />
      </AuthToasts>,
    );
    await vi.waitFor(() => expect(fetches.failing).toBe(0));
    await userEvent.click(screen.getByRole('button', { name: 'avisar' }));
    expect(await screen.findByText('Código reenviado.')).toBeInTheDocument();
  });
});
