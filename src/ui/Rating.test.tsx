// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Rating } from './Rating';

it('is one picture named by its label: a screen reader hears the rating, not the stars or the bare count', () => {
  const { container } = render(<Rating value={4.3} count={12} label="Рейтинг 4.3 з 5, відгуків: 12" />);
  // A label on an element without a role is not read out by every screen reader (and axe refuses it).
  expect(screen.getByRole('img', { name: 'Рейтинг 4.3 з 5, відгуків: 12' })).toBe(container.firstElementChild);
  expect(container.querySelector('.rating__fill')?.getAttribute('style')).toContain('width: 86%');
});
