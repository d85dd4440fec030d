// The typed hooks are the one place allowed to wrap the raw react-redux hooks.
// eslint-disable-next-line no-restricted-imports -- the typed hooks wrap the raw ones here, and only here
import { useDispatch, useSelector } from 'react-redux';

/** RootState and AppDispatch are declared globally by src/app/store, so shared never imports app. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
