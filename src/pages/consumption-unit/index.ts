export { ConsumptionUnitPage } from './ui/ConsumptionUnitPage';
