// Written by scripts/validation-decorators.mjs from class-validator 0.15.1; do not edit (run the script instead).
// Each decorator loads its own module of class-validator the first time it is called (see index.ts).
import { createRequire } from 'node:module';
import type * as ClassValidator from 'class-validator';
import { loadDependency } from '../vocabulary/dependency-load.js';

type Decorators = typeof ClassValidator;

/** The decorator `name`, calling class-validator's own the first time it is called (`load` brings its module). */
function lazy<K extends keyof Decorators>(name: K, load: () => Pick<Decorators, K>): Decorators[K] {
  let loaded: Pick<Decorators, K> | undefined;
  return ((...args: unknown[]) => ((loaded ??= load())[name] as (...a: unknown[]) => unknown)(...args)) as Decorators[K];
}

/** class-validator's `@Allow`, loading cjs/decorator/common/Allow.js alone (docs/guide/validation.md). @example import { Allow } from 'mcp-decorators/validation'; */
export const Allow = lazy('Allow', () =>
  loadDependency(() => require('class-validator/cjs/decorator/common/Allow.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/common/Allow.js');
  }),
);

/** class-validator's `@ArrayContains`, loading cjs/decorator/array/ArrayContains.js alone (docs/guide/validation.md). @example import { ArrayContains } from 'mcp-decorators/validation'; */
export const ArrayContains = lazy('ArrayContains', () =>
  loadDependency(() => require('class-validator/cjs/decorator/array/ArrayContains.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/array/ArrayContains.js');
  }),
);

/** class-validator's `@ArrayMaxSize`, loading cjs/decorator/array/ArrayMaxSize.js alone (docs/guide/validation.md). @example import { ArrayMaxSize } from 'mcp-decorators/validation'; */
export const ArrayMaxSize = lazy('ArrayMaxSize', () =>
  loadDependency(() => require('class-validator/cjs/decorator/array/ArrayMaxSize.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/array/ArrayMaxSize.js');
  }),
);

/** class-validator's `@ArrayMinSize`, loading cjs/decorator/array/ArrayMinSize.js alone (docs/guide/validation.md). @example import { ArrayMinSize } from 'mcp-decorators/validation'; */
export const ArrayMinSize = lazy('ArrayMinSize', () =>
  loadDependency(() => require('class-validator/cjs/decorator/array/ArrayMinSize.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/array/ArrayMinSize.js');
  }),
);

/** class-validator's `@ArrayNotContains`, loading cjs/decorator/array/ArrayNotContains.js alone (docs/guide/validation.md). @example import { ArrayNotContains } from 'mcp-decorators/validation'; */
export const ArrayNotContains = lazy('ArrayNotContains', () =>
  loadDependency(() => require('class-validator/cjs/decorator/array/ArrayNotContains.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/array/ArrayNotContains.js');
  }),
);

/** class-validator's `@ArrayNotEmpty`, loading cjs/decorator/array/ArrayNotEmpty.js alone (docs/guide/validation.md). @example import { ArrayNotEmpty } from 'mcp-decorators/validation'; */
export const ArrayNotEmpty = lazy('ArrayNotEmpty', () =>
  loadDependency(() => require('class-validator/cjs/decorator/array/ArrayNotEmpty.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/array/ArrayNotEmpty.js');
  }),
);

/** class-validator's `@ArrayUnique`, loading cjs/decorator/array/ArrayUnique.js alone (docs/guide/validation.md). @example import { ArrayUnique } from 'mcp-decorators/validation'; */
export const ArrayUnique = lazy('ArrayUnique', () =>
  loadDependency(() => require('class-validator/cjs/decorator/array/ArrayUnique.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/array/ArrayUnique.js');
  }),
);

/** class-validator's `@Contains`, loading cjs/decorator/string/Contains.js alone (docs/guide/validation.md). @example import { Contains } from 'mcp-decorators/validation'; */
export const Contains = lazy('Contains', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/Contains.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/Contains.js');
  }),
);

/** class-validator's `@Equals`, loading cjs/decorator/common/Equals.js alone (docs/guide/validation.md). @example import { Equals } from 'mcp-decorators/validation'; */
export const Equals = lazy('Equals', () =>
  loadDependency(() => require('class-validator/cjs/decorator/common/Equals.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/common/Equals.js');
  }),
);

/** class-validator's `@IsAlpha`, loading cjs/decorator/string/IsAlpha.js alone (docs/guide/validation.md). @example import { IsAlpha } from 'mcp-decorators/validation'; */
export const IsAlpha = lazy('IsAlpha', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsAlpha.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsAlpha.js');
  }),
);

/** class-validator's `@IsAlphanumeric`, loading cjs/decorator/string/IsAlphanumeric.js alone (docs/guide/validation.md). @example import { IsAlphanumeric } from 'mcp-decorators/validation'; */
export const IsAlphanumeric = lazy('IsAlphanumeric', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsAlphanumeric.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsAlphanumeric.js');
  }),
);

/** class-validator's `@IsArray`, loading cjs/decorator/typechecker/IsArray.js alone (docs/guide/validation.md). @example import { IsArray } from 'mcp-decorators/validation'; */
export const IsArray = lazy('IsArray', () =>
  loadDependency(() => require('class-validator/cjs/decorator/typechecker/IsArray.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/typechecker/IsArray.js');
  }),
);

/** class-validator's `@IsAscii`, loading cjs/decorator/string/IsAscii.js alone (docs/guide/validation.md). @example import { IsAscii } from 'mcp-decorators/validation'; */
export const IsAscii = lazy('IsAscii', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsAscii.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsAscii.js');
  }),
);

/** class-validator's `@IsBIC`, loading cjs/decorator/string/IsBIC.js alone (docs/guide/validation.md). @example import { IsBIC } from 'mcp-decorators/validation'; */
export const IsBIC = lazy('IsBIC', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsBIC.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsBIC.js');
  }),
);

/** class-validator's `@IsBase32`, loading cjs/decorator/string/IsBase32.js alone (docs/guide/validation.md). @example import { IsBase32 } from 'mcp-decorators/validation'; */
export const IsBase32 = lazy('IsBase32', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsBase32.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsBase32.js');
  }),
);

/** class-validator's `@IsBase58`, loading cjs/decorator/string/IsBase58.js alone (docs/guide/validation.md). @example import { IsBase58 } from 'mcp-decorators/validation'; */
export const IsBase58 = lazy('IsBase58', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsBase58.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsBase58.js');
  }),
);

/** class-validator's `@IsBase64`, loading cjs/decorator/string/IsBase64.js alone (docs/guide/validation.md). @example import { IsBase64 } from 'mcp-decorators/validation'; */
export const IsBase64 = lazy('IsBase64', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsBase64.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsBase64.js');
  }),
);

/** class-validator's `@IsBoolean`, loading cjs/decorator/typechecker/IsBoolean.js alone (docs/guide/validation.md). @example import { IsBoolean } from 'mcp-decorators/validation'; */
export const IsBoolean = lazy('IsBoolean', () =>
  loadDependency(() => require('class-validator/cjs/decorator/typechecker/IsBoolean.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/typechecker/IsBoolean.js');
  }),
);

/** class-validator's `@IsBooleanString`, loading cjs/decorator/string/IsBooleanString.js alone (docs/guide/validation.md). @example import { IsBooleanString } from 'mcp-decorators/validation'; */
export const IsBooleanString = lazy('IsBooleanString', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsBooleanString.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsBooleanString.js');
  }),
);

/** class-validator's `@IsBtcAddress`, loading cjs/decorator/string/IsBtcAddress.js alone (docs/guide/validation.md). @example import { IsBtcAddress } from 'mcp-decorators/validation'; */
export const IsBtcAddress = lazy('IsBtcAddress', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsBtcAddress.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsBtcAddress.js');
  }),
);

/** class-validator's `@IsByteLength`, loading cjs/decorator/string/IsByteLength.js alone (docs/guide/validation.md). @example import { IsByteLength } from 'mcp-decorators/validation'; */
export const IsByteLength = lazy('IsByteLength', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsByteLength.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsByteLength.js');
  }),
);

/** class-validator's `@IsCreditCard`, loading cjs/decorator/string/IsCreditCard.js alone (docs/guide/validation.md). @example import { IsCreditCard } from 'mcp-decorators/validation'; */
export const IsCreditCard = lazy('IsCreditCard', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsCreditCard.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsCreditCard.js');
  }),
);

/** class-validator's `@IsCurrency`, loading cjs/decorator/string/IsCurrency.js alone (docs/guide/validation.md). @example import { IsCurrency } from 'mcp-decorators/validation'; */
export const IsCurrency = lazy('IsCurrency', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsCurrency.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsCurrency.js');
  }),
);

/** class-validator's `@IsDataURI`, loading cjs/decorator/string/IsDataURI.js alone (docs/guide/validation.md). @example import { IsDataURI } from 'mcp-decorators/validation'; */
export const IsDataURI = lazy('IsDataURI', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsDataURI.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsDataURI.js');
  }),
);

/** class-validator's `@IsDate`, loading cjs/decorator/typechecker/IsDate.js alone (docs/guide/validation.md). @example import { IsDate } from 'mcp-decorators/validation'; */
export const IsDate = lazy('IsDate', () =>
  loadDependency(() => require('class-validator/cjs/decorator/typechecker/IsDate.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/typechecker/IsDate.js');
  }),
);

/** class-validator's `@IsDateString`, loading cjs/decorator/string/IsDateString.js alone (docs/guide/validation.md). @example import { IsDateString } from 'mcp-decorators/validation'; */
export const IsDateString = lazy('IsDateString', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsDateString.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsDateString.js');
  }),
);

/** class-validator's `@IsDecimal`, loading cjs/decorator/string/IsDecimal.js alone (docs/guide/validation.md). @example import { IsDecimal } from 'mcp-decorators/validation'; */
export const IsDecimal = lazy('IsDecimal', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsDecimal.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsDecimal.js');
  }),
);

/** class-validator's `@IsDefined`, loading cjs/decorator/common/IsDefined.js alone (docs/guide/validation.md). @example import { IsDefined } from 'mcp-decorators/validation'; */
export const IsDefined = lazy('IsDefined', () =>
  loadDependency(() => require('class-validator/cjs/decorator/common/IsDefined.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/common/IsDefined.js');
  }),
);

/** class-validator's `@IsDivisibleBy`, loading cjs/decorator/number/IsDivisibleBy.js alone (docs/guide/validation.md). @example import { IsDivisibleBy } from 'mcp-decorators/validation'; */
export const IsDivisibleBy = lazy('IsDivisibleBy', () =>
  loadDependency(() => require('class-validator/cjs/decorator/number/IsDivisibleBy.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/number/IsDivisibleBy.js');
  }),
);

/** class-validator's `@IsEAN`, loading cjs/decorator/string/IsEAN.js alone (docs/guide/validation.md). @example import { IsEAN } from 'mcp-decorators/validation'; */
export const IsEAN = lazy('IsEAN', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsEAN.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsEAN.js');
  }),
);

/** class-validator's `@IsEmail`, loading cjs/decorator/string/IsEmail.js alone (docs/guide/validation.md). @example import { IsEmail } from 'mcp-decorators/validation'; */
export const IsEmail = lazy('IsEmail', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsEmail.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsEmail.js');
  }),
);

/** class-validator's `@IsEmpty`, loading cjs/decorator/common/IsEmpty.js alone (docs/guide/validation.md). @example import { IsEmpty } from 'mcp-decorators/validation'; */
export const IsEmpty = lazy('IsEmpty', () =>
  loadDependency(() => require('class-validator/cjs/decorator/common/IsEmpty.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/common/IsEmpty.js');
  }),
);

/** class-validator's `@IsEnum`, loading cjs/decorator/typechecker/IsEnum.js alone (docs/guide/validation.md). @example import { IsEnum } from 'mcp-decorators/validation'; */
export const IsEnum = lazy('IsEnum', () =>
  loadDependency(() => require('class-validator/cjs/decorator/typechecker/IsEnum.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/typechecker/IsEnum.js');
  }),
);

/** class-validator's `@IsEthereumAddress`, loading cjs/decorator/string/IsEthereumAddress.js alone (docs/guide/validation.md). @example import { IsEthereumAddress } from 'mcp-decorators/validation'; */
export const IsEthereumAddress = lazy('IsEthereumAddress', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsEthereumAddress.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsEthereumAddress.js');
  }),
);

/** class-validator's `@IsFQDN`, loading cjs/decorator/string/IsFQDN.js alone (docs/guide/validation.md). @example import { IsFQDN } from 'mcp-decorators/validation'; */
export const IsFQDN = lazy('IsFQDN', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsFQDN.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsFQDN.js');
  }),
);

/** class-validator's `@IsFirebasePushId`, loading cjs/decorator/string/IsFirebasePushId.js alone (docs/guide/validation.md). @example import { IsFirebasePushId } from 'mcp-decorators/validation'; */
export const IsFirebasePushId = lazy('IsFirebasePushId', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsFirebasePushId.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsFirebasePushId.js');
  }),
);

/** class-validator's `@IsFullWidth`, loading cjs/decorator/string/IsFullWidth.js alone (docs/guide/validation.md). @example import { IsFullWidth } from 'mcp-decorators/validation'; */
export const IsFullWidth = lazy('IsFullWidth', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsFullWidth.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsFullWidth.js');
  }),
);

/** class-validator's `@IsHSL`, loading cjs/decorator/string/IsHSL.js alone (docs/guide/validation.md). @example import { IsHSL } from 'mcp-decorators/validation'; */
export const IsHSL = lazy('IsHSL', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsHSL.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsHSL.js');
  }),
);

/** class-validator's `@IsHalfWidth`, loading cjs/decorator/string/IsHalfWidth.js alone (docs/guide/validation.md). @example import { IsHalfWidth } from 'mcp-decorators/validation'; */
export const IsHalfWidth = lazy('IsHalfWidth', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsHalfWidth.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsHalfWidth.js');
  }),
);

/** class-validator's `@IsHash`, loading cjs/decorator/string/IsHash.js alone (docs/guide/validation.md). @example import { IsHash } from 'mcp-decorators/validation'; */
export const IsHash = lazy('IsHash', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsHash.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsHash.js');
  }),
);

/** class-validator's `@IsHexColor`, loading cjs/decorator/string/IsHexColor.js alone (docs/guide/validation.md). @example import { IsHexColor } from 'mcp-decorators/validation'; */
export const IsHexColor = lazy('IsHexColor', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsHexColor.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsHexColor.js');
  }),
);

/** class-validator's `@IsHexadecimal`, loading cjs/decorator/string/IsHexadecimal.js alone (docs/guide/validation.md). @example import { IsHexadecimal } from 'mcp-decorators/validation'; */
export const IsHexadecimal = lazy('IsHexadecimal', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsHexadecimal.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsHexadecimal.js');
  }),
);

/** class-validator's `@IsIBAN`, loading cjs/decorator/string/IsIBAN.js alone (docs/guide/validation.md). @example import { IsIBAN } from 'mcp-decorators/validation'; */
export const IsIBAN = lazy('IsIBAN', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsIBAN.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsIBAN.js');
  }),
);

/** class-validator's `@IsIP`, loading cjs/decorator/string/IsIP.js alone (docs/guide/validation.md). @example import { IsIP } from 'mcp-decorators/validation'; */
export const IsIP = lazy('IsIP', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsIP.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsIP.js');
  }),
);

/** class-validator's `@IsISBN`, loading cjs/decorator/string/IsISBN.js alone (docs/guide/validation.md). @example import { IsISBN } from 'mcp-decorators/validation'; */
export const IsISBN = lazy('IsISBN', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsISBN.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsISBN.js');
  }),
);

/** class-validator's `@IsISIN`, loading cjs/decorator/string/IsISIN.js alone (docs/guide/validation.md). @example import { IsISIN } from 'mcp-decorators/validation'; */
export const IsISIN = lazy('IsISIN', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsISIN.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsISIN.js');
  }),
);

/** class-validator's `@IsISO31661Alpha2`, loading cjs/decorator/string/IsISO31661Alpha2.js alone (docs/guide/validation.md). @example import { IsISO31661Alpha2 } from 'mcp-decorators/validation'; */
export const IsISO31661Alpha2 = lazy('IsISO31661Alpha2', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsISO31661Alpha2.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsISO31661Alpha2.js');
  }),
);

/** class-validator's `@IsISO31661Alpha3`, loading cjs/decorator/string/IsISO31661Alpha3.js alone (docs/guide/validation.md). @example import { IsISO31661Alpha3 } from 'mcp-decorators/validation'; */
export const IsISO31661Alpha3 = lazy('IsISO31661Alpha3', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsISO31661Alpha3.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsISO31661Alpha3.js');
  }),
);

/** class-validator's `@IsISO31661Numeric`, loading cjs/decorator/string/IsISO31661Numeric.js alone (docs/guide/validation.md). @example import { IsISO31661Numeric } from 'mcp-decorators/validation'; */
export const IsISO31661Numeric = lazy('IsISO31661Numeric', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsISO31661Numeric.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsISO31661Numeric.js');
  }),
);

/** class-validator's `@IsISO4217CurrencyCode`, loading cjs/decorator/string/is-iso4217-currency-code.js alone (docs/guide/validation.md). @example import { IsISO4217CurrencyCode } from 'mcp-decorators/validation'; */
export const IsISO4217CurrencyCode = lazy('IsISO4217CurrencyCode', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/is-iso4217-currency-code.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/is-iso4217-currency-code.js');
  }),
);

/** class-validator's `@IsISO6391`, loading cjs/decorator/string/isISO6391.js alone (docs/guide/validation.md). @example import { IsISO6391 } from 'mcp-decorators/validation'; */
export const IsISO6391 = lazy('IsISO6391', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/isISO6391.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/isISO6391.js');
  }),
);

/** class-validator's `@IsISO8601`, loading cjs/decorator/string/IsISO8601.js alone (docs/guide/validation.md). @example import { IsISO8601 } from 'mcp-decorators/validation'; */
export const IsISO8601 = lazy('IsISO8601', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsISO8601.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsISO8601.js');
  }),
);

/** class-validator's `@IsISRC`, loading cjs/decorator/string/IsISRC.js alone (docs/guide/validation.md). @example import { IsISRC } from 'mcp-decorators/validation'; */
export const IsISRC = lazy('IsISRC', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsISRC.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsISRC.js');
  }),
);

/** class-validator's `@IsISSN`, loading cjs/decorator/string/IsISSN.js alone (docs/guide/validation.md). @example import { IsISSN } from 'mcp-decorators/validation'; */
export const IsISSN = lazy('IsISSN', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsISSN.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsISSN.js');
  }),
);

/** class-validator's `@IsIdentityCard`, loading cjs/decorator/string/IsIdentityCard.js alone (docs/guide/validation.md). @example import { IsIdentityCard } from 'mcp-decorators/validation'; */
export const IsIdentityCard = lazy('IsIdentityCard', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsIdentityCard.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsIdentityCard.js');
  }),
);

/** class-validator's `@IsIn`, loading cjs/decorator/common/IsIn.js alone (docs/guide/validation.md). @example import { IsIn } from 'mcp-decorators/validation'; */
export const IsIn = lazy('IsIn', () =>
  loadDependency(() => require('class-validator/cjs/decorator/common/IsIn.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/common/IsIn.js');
  }),
);

/** class-validator's `@IsInstance`, loading cjs/decorator/object/IsInstance.js alone (docs/guide/validation.md). @example import { IsInstance } from 'mcp-decorators/validation'; */
export const IsInstance = lazy('IsInstance', () =>
  loadDependency(() => require('class-validator/cjs/decorator/object/IsInstance.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/object/IsInstance.js');
  }),
);

/** class-validator's `@IsInt`, loading cjs/decorator/typechecker/IsInt.js alone (docs/guide/validation.md). @example import { IsInt } from 'mcp-decorators/validation'; */
export const IsInt = lazy('IsInt', () =>
  loadDependency(() => require('class-validator/cjs/decorator/typechecker/IsInt.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/typechecker/IsInt.js');
  }),
);

/** class-validator's `@IsJSON`, loading cjs/decorator/string/IsJSON.js alone (docs/guide/validation.md). @example import { IsJSON } from 'mcp-decorators/validation'; */
export const IsJSON = lazy('IsJSON', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsJSON.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsJSON.js');
  }),
);

/** class-validator's `@IsJWT`, loading cjs/decorator/string/IsJWT.js alone (docs/guide/validation.md). @example import { IsJWT } from 'mcp-decorators/validation'; */
export const IsJWT = lazy('IsJWT', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsJWT.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsJWT.js');
  }),
);

/** class-validator's `@IsLatLong`, loading cjs/decorator/common/IsLatLong.js alone (docs/guide/validation.md). @example import { IsLatLong } from 'mcp-decorators/validation'; */
export const IsLatLong = lazy('IsLatLong', () =>
  loadDependency(() => require('class-validator/cjs/decorator/common/IsLatLong.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/common/IsLatLong.js');
  }),
);

/** class-validator's `@IsLatitude`, loading cjs/decorator/common/IsLatitude.js alone (docs/guide/validation.md). @example import { IsLatitude } from 'mcp-decorators/validation'; */
export const IsLatitude = lazy('IsLatitude', () =>
  loadDependency(() => require('class-validator/cjs/decorator/common/IsLatitude.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/common/IsLatitude.js');
  }),
);

/** class-validator's `@IsLocale`, loading cjs/decorator/string/IsLocale.js alone (docs/guide/validation.md). @example import { IsLocale } from 'mcp-decorators/validation'; */
export const IsLocale = lazy('IsLocale', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsLocale.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsLocale.js');
  }),
);

/** class-validator's `@IsLongitude`, loading cjs/decorator/common/IsLongitude.js alone (docs/guide/validation.md). @example import { IsLongitude } from 'mcp-decorators/validation'; */
export const IsLongitude = lazy('IsLongitude', () =>
  loadDependency(() => require('class-validator/cjs/decorator/common/IsLongitude.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/common/IsLongitude.js');
  }),
);

/** class-validator's `@IsLowercase`, loading cjs/decorator/string/IsLowercase.js alone (docs/guide/validation.md). @example import { IsLowercase } from 'mcp-decorators/validation'; */
export const IsLowercase = lazy('IsLowercase', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsLowercase.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsLowercase.js');
  }),
);

/** class-validator's `@IsMACAddress`, loading cjs/decorator/string/IsMacAddress.js alone (docs/guide/validation.md). @example import { IsMACAddress } from 'mcp-decorators/validation'; */
export const IsMACAddress = lazy('IsMACAddress', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsMacAddress.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsMacAddress.js');
  }),
);

/** class-validator's `@IsMagnetURI`, loading cjs/decorator/string/IsMagnetURI.js alone (docs/guide/validation.md). @example import { IsMagnetURI } from 'mcp-decorators/validation'; */
export const IsMagnetURI = lazy('IsMagnetURI', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsMagnetURI.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsMagnetURI.js');
  }),
);

/** class-validator's `@IsMilitaryTime`, loading cjs/decorator/string/IsMilitaryTime.js alone (docs/guide/validation.md). @example import { IsMilitaryTime } from 'mcp-decorators/validation'; */
export const IsMilitaryTime = lazy('IsMilitaryTime', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsMilitaryTime.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsMilitaryTime.js');
  }),
);

/** class-validator's `@IsMimeType`, loading cjs/decorator/string/IsMimeType.js alone (docs/guide/validation.md). @example import { IsMimeType } from 'mcp-decorators/validation'; */
export const IsMimeType = lazy('IsMimeType', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsMimeType.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsMimeType.js');
  }),
);

/** class-validator's `@IsMobilePhone`, loading cjs/decorator/string/IsMobilePhone.js alone (docs/guide/validation.md). @example import { IsMobilePhone } from 'mcp-decorators/validation'; */
export const IsMobilePhone = lazy('IsMobilePhone', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsMobilePhone.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsMobilePhone.js');
  }),
);

/** class-validator's `@IsMongoId`, loading cjs/decorator/string/IsMongoId.js alone (docs/guide/validation.md). @example import { IsMongoId } from 'mcp-decorators/validation'; */
export const IsMongoId = lazy('IsMongoId', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsMongoId.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsMongoId.js');
  }),
);

/** class-validator's `@IsMultibyte`, loading cjs/decorator/string/IsMultibyte.js alone (docs/guide/validation.md). @example import { IsMultibyte } from 'mcp-decorators/validation'; */
export const IsMultibyte = lazy('IsMultibyte', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsMultibyte.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsMultibyte.js');
  }),
);

/** class-validator's `@IsNegative`, loading cjs/decorator/number/IsNegative.js alone (docs/guide/validation.md). @example import { IsNegative } from 'mcp-decorators/validation'; */
export const IsNegative = lazy('IsNegative', () =>
  loadDependency(() => require('class-validator/cjs/decorator/number/IsNegative.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/number/IsNegative.js');
  }),
);

/** class-validator's `@IsNotEmpty`, loading cjs/decorator/common/IsNotEmpty.js alone (docs/guide/validation.md). @example import { IsNotEmpty } from 'mcp-decorators/validation'; */
export const IsNotEmpty = lazy('IsNotEmpty', () =>
  loadDependency(() => require('class-validator/cjs/decorator/common/IsNotEmpty.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/common/IsNotEmpty.js');
  }),
);

/** class-validator's `@IsNotEmptyObject`, loading cjs/decorator/object/IsNotEmptyObject.js alone (docs/guide/validation.md). @example import { IsNotEmptyObject } from 'mcp-decorators/validation'; */
export const IsNotEmptyObject = lazy('IsNotEmptyObject', () =>
  loadDependency(() => require('class-validator/cjs/decorator/object/IsNotEmptyObject.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/object/IsNotEmptyObject.js');
  }),
);

/** class-validator's `@IsNotIn`, loading cjs/decorator/common/IsNotIn.js alone (docs/guide/validation.md). @example import { IsNotIn } from 'mcp-decorators/validation'; */
export const IsNotIn = lazy('IsNotIn', () =>
  loadDependency(() => require('class-validator/cjs/decorator/common/IsNotIn.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/common/IsNotIn.js');
  }),
);

/** class-validator's `@IsNumber`, loading cjs/decorator/typechecker/IsNumber.js alone (docs/guide/validation.md). @example import { IsNumber } from 'mcp-decorators/validation'; */
export const IsNumber = lazy('IsNumber', () =>
  loadDependency(() => require('class-validator/cjs/decorator/typechecker/IsNumber.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/typechecker/IsNumber.js');
  }),
);

/** class-validator's `@IsNumberString`, loading cjs/decorator/string/IsNumberString.js alone (docs/guide/validation.md). @example import { IsNumberString } from 'mcp-decorators/validation'; */
export const IsNumberString = lazy('IsNumberString', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsNumberString.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsNumberString.js');
  }),
);

/** class-validator's `@IsObject`, loading cjs/decorator/typechecker/IsObject.js alone (docs/guide/validation.md). @example import { IsObject } from 'mcp-decorators/validation'; */
export const IsObject = lazy('IsObject', () =>
  loadDependency(() => require('class-validator/cjs/decorator/typechecker/IsObject.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/typechecker/IsObject.js');
  }),
);

/** class-validator's `@IsOctal`, loading cjs/decorator/string/IsOctal.js alone (docs/guide/validation.md). @example import { IsOctal } from 'mcp-decorators/validation'; */
export const IsOctal = lazy('IsOctal', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsOctal.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsOctal.js');
  }),
);

/** class-validator's `@IsOptional`, loading cjs/decorator/common/IsOptional.js alone (docs/guide/validation.md). @example import { IsOptional } from 'mcp-decorators/validation'; */
export const IsOptional = lazy('IsOptional', () =>
  loadDependency(() => require('class-validator/cjs/decorator/common/IsOptional.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/common/IsOptional.js');
  }),
);

/** class-validator's `@IsPassportNumber`, loading cjs/decorator/string/IsPassportNumber.js alone (docs/guide/validation.md). @example import { IsPassportNumber } from 'mcp-decorators/validation'; */
export const IsPassportNumber = lazy('IsPassportNumber', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsPassportNumber.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsPassportNumber.js');
  }),
);

/** class-validator's `@IsPhoneNumber`, loading cjs/decorator/string/IsPhoneNumber.js alone (docs/guide/validation.md). @example import { IsPhoneNumber } from 'mcp-decorators/validation'; */
export const IsPhoneNumber = lazy('IsPhoneNumber', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsPhoneNumber.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsPhoneNumber.js');
  }),
);

/** class-validator's `@IsPort`, loading cjs/decorator/string/IsPort.js alone (docs/guide/validation.md). @example import { IsPort } from 'mcp-decorators/validation'; */
export const IsPort = lazy('IsPort', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsPort.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsPort.js');
  }),
);

/** class-validator's `@IsPositive`, loading cjs/decorator/number/IsPositive.js alone (docs/guide/validation.md). @example import { IsPositive } from 'mcp-decorators/validation'; */
export const IsPositive = lazy('IsPositive', () =>
  loadDependency(() => require('class-validator/cjs/decorator/number/IsPositive.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/number/IsPositive.js');
  }),
);

/** class-validator's `@IsPostalCode`, loading cjs/decorator/string/IsPostalCode.js alone (docs/guide/validation.md). @example import { IsPostalCode } from 'mcp-decorators/validation'; */
export const IsPostalCode = lazy('IsPostalCode', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsPostalCode.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsPostalCode.js');
  }),
);

/** class-validator's `@IsRFC3339`, loading cjs/decorator/string/IsRFC3339.js alone (docs/guide/validation.md). @example import { IsRFC3339 } from 'mcp-decorators/validation'; */
export const IsRFC3339 = lazy('IsRFC3339', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsRFC3339.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsRFC3339.js');
  }),
);

/** class-validator's `@IsRgbColor`, loading cjs/decorator/string/IsRgbColor.js alone (docs/guide/validation.md). @example import { IsRgbColor } from 'mcp-decorators/validation'; */
export const IsRgbColor = lazy('IsRgbColor', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsRgbColor.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsRgbColor.js');
  }),
);

/** class-validator's `@IsSemVer`, loading cjs/decorator/string/IsSemVer.js alone (docs/guide/validation.md). @example import { IsSemVer } from 'mcp-decorators/validation'; */
export const IsSemVer = lazy('IsSemVer', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsSemVer.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsSemVer.js');
  }),
);

/** class-validator's `@IsString`, loading cjs/decorator/typechecker/IsString.js alone (docs/guide/validation.md). @example import { IsString } from 'mcp-decorators/validation'; */
export const IsString = lazy('IsString', () =>
  loadDependency(() => require('class-validator/cjs/decorator/typechecker/IsString.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/typechecker/IsString.js');
  }),
);

/** class-validator's `@IsStrongPassword`, loading cjs/decorator/string/IsStrongPassword.js alone (docs/guide/validation.md). @example import { IsStrongPassword } from 'mcp-decorators/validation'; */
export const IsStrongPassword = lazy('IsStrongPassword', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsStrongPassword.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsStrongPassword.js');
  }),
);

/** class-validator's `@IsSurrogatePair`, loading cjs/decorator/string/IsSurrogatePair.js alone (docs/guide/validation.md). @example import { IsSurrogatePair } from 'mcp-decorators/validation'; */
export const IsSurrogatePair = lazy('IsSurrogatePair', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsSurrogatePair.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsSurrogatePair.js');
  }),
);

/** class-validator's `@IsTaxId`, loading cjs/decorator/string/is-tax-id.js alone (docs/guide/validation.md). @example import { IsTaxId } from 'mcp-decorators/validation'; */
export const IsTaxId = lazy('IsTaxId', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/is-tax-id.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/is-tax-id.js');
  }),
);

/** class-validator's `@IsTimeZone`, loading cjs/decorator/string/IsTimeZone.js alone (docs/guide/validation.md). @example import { IsTimeZone } from 'mcp-decorators/validation'; */
export const IsTimeZone = lazy('IsTimeZone', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsTimeZone.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsTimeZone.js');
  }),
);

/** class-validator's `@IsUUID`, loading cjs/decorator/string/IsUUID.js alone (docs/guide/validation.md). @example import { IsUUID } from 'mcp-decorators/validation'; */
export const IsUUID = lazy('IsUUID', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsUUID.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsUUID.js');
  }),
);

/** class-validator's `@IsUppercase`, loading cjs/decorator/string/IsUppercase.js alone (docs/guide/validation.md). @example import { IsUppercase } from 'mcp-decorators/validation'; */
export const IsUppercase = lazy('IsUppercase', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsUppercase.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsUppercase.js');
  }),
);

/** class-validator's `@IsUrl`, loading cjs/decorator/string/IsUrl.js alone (docs/guide/validation.md). @example import { IsUrl } from 'mcp-decorators/validation'; */
export const IsUrl = lazy('IsUrl', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsUrl.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsUrl.js');
  }),
);

/** class-validator's `@IsVariableWidth`, loading cjs/decorator/string/IsVariableWidth.js alone (docs/guide/validation.md). @example import { IsVariableWidth } from 'mcp-decorators/validation'; */
export const IsVariableWidth = lazy('IsVariableWidth', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/IsVariableWidth.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/IsVariableWidth.js');
  }),
);

/** class-validator's `@Length`, loading cjs/decorator/string/Length.js alone (docs/guide/validation.md). @example import { Length } from 'mcp-decorators/validation'; */
export const Length = lazy('Length', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/Length.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/Length.js');
  }),
);

/** class-validator's `@Matches`, loading cjs/decorator/string/Matches.js alone (docs/guide/validation.md). @example import { Matches } from 'mcp-decorators/validation'; */
export const Matches = lazy('Matches', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/Matches.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/Matches.js');
  }),
);

/** class-validator's `@Max`, loading cjs/decorator/number/Max.js alone (docs/guide/validation.md). @example import { Max } from 'mcp-decorators/validation'; */
export const Max = lazy('Max', () =>
  loadDependency(() => require('class-validator/cjs/decorator/number/Max.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/number/Max.js');
  }),
);

/** class-validator's `@MaxDate`, loading cjs/decorator/date/MaxDate.js alone (docs/guide/validation.md). @example import { MaxDate } from 'mcp-decorators/validation'; */
export const MaxDate = lazy('MaxDate', () =>
  loadDependency(() => require('class-validator/cjs/decorator/date/MaxDate.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/date/MaxDate.js');
  }),
);

/** class-validator's `@MaxLength`, loading cjs/decorator/string/MaxLength.js alone (docs/guide/validation.md). @example import { MaxLength } from 'mcp-decorators/validation'; */
export const MaxLength = lazy('MaxLength', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/MaxLength.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/MaxLength.js');
  }),
);

/** class-validator's `@Min`, loading cjs/decorator/number/Min.js alone (docs/guide/validation.md). @example import { Min } from 'mcp-decorators/validation'; */
export const Min = lazy('Min', () =>
  loadDependency(() => require('class-validator/cjs/decorator/number/Min.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/number/Min.js');
  }),
);

/** class-validator's `@MinDate`, loading cjs/decorator/date/MinDate.js alone (docs/guide/validation.md). @example import { MinDate } from 'mcp-decorators/validation'; */
export const MinDate = lazy('MinDate', () =>
  loadDependency(() => require('class-validator/cjs/decorator/date/MinDate.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/date/MinDate.js');
  }),
);

/** class-validator's `@MinLength`, loading cjs/decorator/string/MinLength.js alone (docs/guide/validation.md). @example import { MinLength } from 'mcp-decorators/validation'; */
export const MinLength = lazy('MinLength', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/MinLength.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/MinLength.js');
  }),
);

/** class-validator's `@NotContains`, loading cjs/decorator/string/NotContains.js alone (docs/guide/validation.md). @example import { NotContains } from 'mcp-decorators/validation'; */
export const NotContains = lazy('NotContains', () =>
  loadDependency(() => require('class-validator/cjs/decorator/string/NotContains.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/string/NotContains.js');
  }),
);

/** class-validator's `@NotEquals`, loading cjs/decorator/common/NotEquals.js alone (docs/guide/validation.md). @example import { NotEquals } from 'mcp-decorators/validation'; */
export const NotEquals = lazy('NotEquals', () =>
  loadDependency(() => require('class-validator/cjs/decorator/common/NotEquals.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/common/NotEquals.js');
  }),
);

/** class-validator's `@Validate`, loading cjs/decorator/common/Validate.js alone (docs/guide/validation.md). @example import { Validate } from 'mcp-decorators/validation'; */
export const Validate = lazy('Validate', () =>
  loadDependency(() => require('class-validator/cjs/decorator/common/Validate.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/common/Validate.js');
  }),
);

/** class-validator's `@ValidateBy`, loading cjs/decorator/common/ValidateBy.js alone (docs/guide/validation.md). @example import { ValidateBy } from 'mcp-decorators/validation'; */
export const ValidateBy = lazy('ValidateBy', () =>
  loadDependency(() => require('class-validator/cjs/decorator/common/ValidateBy.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/common/ValidateBy.js');
  }),
);

/** class-validator's `@ValidateIf`, loading cjs/decorator/common/ValidateIf.js alone (docs/guide/validation.md). @example import { ValidateIf } from 'mcp-decorators/validation'; */
export const ValidateIf = lazy('ValidateIf', () =>
  loadDependency(() => require('class-validator/cjs/decorator/common/ValidateIf.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/common/ValidateIf.js');
  }),
);

/** class-validator's `@ValidateNested`, loading cjs/decorator/common/ValidateNested.js alone (docs/guide/validation.md). @example import { ValidateNested } from 'mcp-decorators/validation'; */
export const ValidateNested = lazy('ValidateNested', () =>
  loadDependency(() => require('class-validator/cjs/decorator/common/ValidateNested.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/common/ValidateNested.js');
  }),
);

/** class-validator's `@ValidatePromise`, loading cjs/decorator/common/ValidatePromise.js alone (docs/guide/validation.md). @example import { ValidatePromise } from 'mcp-decorators/validation'; */
export const ValidatePromise = lazy('ValidatePromise', () =>
  loadDependency(() => require('class-validator/cjs/decorator/common/ValidatePromise.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/common/ValidatePromise.js');
  }),
);

/** class-validator's `@ValidatorConstraint`, loading cjs/decorator/common/Validate.js alone (docs/guide/validation.md). @example import { ValidatorConstraint } from 'mcp-decorators/validation'; */
export const ValidatorConstraint = lazy('ValidatorConstraint', () =>
  loadDependency(() => require('class-validator/cjs/decorator/common/Validate.js'), () => {
    const load = createRequire(import.meta.url);
    return load('class-validator/cjs/decorator/common/Validate.js');
  }),
);
