/** A class constructor the framework may instantiate without arguments or receive instances of. @example const classes: Constructor[] = [WeatherTools]; */
export type Constructor<T = object> = new (...args: never[]) => T;
