import { LoadingOutlined } from '@ant-design/icons';
import { createElement, type MouseEvent } from 'react';

/**
 * Props for a button that shows work in progress without antd's `loading`: that spinner is named
 * "loading" (in English) and, when a call ends quickly, its leave motion can stay in the DOM and keep
 * the word in the button's accessible name ("loading Entrar"). A click while busy does nothing.
 */
export const busyButtonProps = (isBusy: boolean, onClick?: () => void) => ({
  icon: isBusy ? createElement(LoadingOutlined, { spin: true, 'aria-hidden': true }) : undefined,
  className: isBusy ? 'ant-btn-loading' : undefined,
  'aria-busy': isBusy || undefined,
  onClick: (event: MouseEvent<HTMLElement>) => {
    if (isBusy) event.preventDefault();
    else onClick?.();
  },
});
