export interface Country {
  id: string;
  name: string;
  dialCode: string;
  flag: string;
}

/** The country picker's options, in the order the spec lists them. */
export const COUNTRIES: readonly Country[] = [
  { id: 'IN', name: 'India', dialCode: '+91', flag: '🇮🇳' },
  { id: 'US', name: 'United States', dialCode: '+1', flag: '🇺🇸' },
  { id: 'GB', name: 'United Kingdom', dialCode: '+44', flag: '🇬🇧' },
  { id: 'CA', name: 'Canada', dialCode: '+1', flag: '🇨🇦' },
  { id: 'AU', name: 'Australia', dialCode: '+61', flag: '🇦🇺' },
  { id: 'DE', name: 'Germany', dialCode: '+49', flag: '🇩🇪' },
  { id: 'SG', name: 'Singapore', dialCode: '+65', flag: '🇸🇬' },
  { id: 'AE', name: 'United Arab Emirates', dialCode: '+971', flag: '🇦🇪' },
  { id: 'FR', name: 'France', dialCode: '+33', flag: '🇫🇷' },
  { id: 'JP', name: 'Japan', dialCode: '+81', flag: '🇯🇵' },
  { id: 'CN', name: 'China', dialCode: '+86', flag: '🇨🇳' },
  { id: 'BR', name: 'Brazil', dialCode: '+55', flag: '🇧🇷' },
];

export const DEFAULT_COUNTRY_ID = 'IN';

export function findCountry(id: string): Country | undefined {
  return COUNTRIES.find((country) => country.id === id);
}
