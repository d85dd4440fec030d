import { createContext, useContext } from 'react';
import { buildTimeConfig, type AppConfig } from './appConfig';

const AppConfigContext = createContext<AppConfig>(buildTimeConfig);

/** Hands the runtime configuration (read at start, src/app/bootstrap.tsx) to every component below it. */
export const AppConfigProvider = AppConfigContext.Provider;

/** The runtime configuration; the build's values where no provider is above (the build's prerender, a unit test). */
export const useAppConfig = (): AppConfig => useContext(AppConfigContext);
