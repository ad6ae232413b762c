export { POWER_ON_RAW, isPowerOn } from './units/power';
