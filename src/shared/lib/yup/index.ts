import * as yup from 'yup';
import { PT_BR } from './ptBR';

// Once, where every schema takes yup from: a rule without its own words speaks pt-BR. yup reads the locale when a
// schema is built, so schemas import yup from here, never from 'yup' (lint holds to that). package.json lists this
// file under "sideEffects": the build would otherwise skip a module that only passes yup on, and this call with it.
yup.setLocale(PT_BR);

export { yup };
