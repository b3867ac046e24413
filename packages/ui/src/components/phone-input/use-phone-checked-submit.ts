import { loadPhoneCheck, SPEC_RULES_ONLY, type PhoneCheck } from '@vaani/validation';
import { useEffect, useRef, useState, type FormEvent } from 'react';

/**
 * Submit handling for a form with a PhoneInput. Its errors show from the first submit on; the
 * possible-number check (libphonenumber-js, a chunk of its own) is fetched at that moment rather
 * than with the form, then kept for every later render. `onChecked` runs with the loaded check
 * once per submit; a submit made while the check is still loading is dropped, so one double click
 * sends one lead, and nothing runs once the form is gone.
 */
export function usePhoneCheckedSubmit(onChecked: (isPossible: PhoneCheck) => void, initiallyValidated = false) {
  const [validated, setValidated] = useState(initiallyValidated);
  const [isPossible, setIsPossible] = useState<PhoneCheck>(() => SPEC_RULES_ONLY);
  const loading = useRef(false);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setValidated(true);
    if (loading.current) return;
    loading.current = true;
    void loadPhoneCheck().then((check) => {
      loading.current = false;
      if (!mounted.current) return;
      setIsPossible(() => check);
      onChecked(check);
    });
  };

  return { validated, isPossible, submit };
}
