// The phone control and its submit hook, an entry of their own: a bundle that imports '@vaani/ui'
// for a dialog or a button does not carry the country list and the phone check's loader with it
// (a barrel's re-exports count as dependencies when Rollup decides which chunk a module goes to).
export { PhoneInput } from './components/phone-input/phone-input.tsx';
export type { PhoneInputProps } from './components/phone-input/phone-input.tsx';
export { usePhoneCheckedSubmit } from './components/phone-input/use-phone-checked-submit.ts';
