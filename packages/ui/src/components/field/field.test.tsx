import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithUi } from '../../testing/render-with-ui.tsx';
import { Field } from './field.tsx';
import { Input } from './input.tsx';
import { Select } from './select.tsx';

describe('Field', () => {
  it('labels its control and links the error message', () => {
    renderWithUi(
      <Field label="Business Email" error="Please enter a valid business email">
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Business Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid business email');
  });

  it('keeps a control valid and undescribed without an error', () => {
    renderWithUi(
      <Field label="Country">
        <Select id="country">
          <option>India</option>
        </Select>
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveAttribute('id', 'country');
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(select).not.toHaveAttribute('aria-describedby');
  });
});
