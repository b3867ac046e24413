// The demo form's fields and submit, an entry of their own: a bundle that imports '@vaani/ui'
// for a dialog or a button does not carry the country list and the phone check's loader with it
// (a barrel's re-exports count as dependencies when Rollup decides which chunk a module goes to).
export { DemoLeadFields, EMPTY_DEMO_LEAD, useDemoLeadSubmit, type DemoLeadValues } from './components/phone-input/demo-lead-fields.tsx';
