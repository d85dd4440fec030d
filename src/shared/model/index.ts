export { useAppDispatch, useAppSelector, useAppStore } from './hooks';
