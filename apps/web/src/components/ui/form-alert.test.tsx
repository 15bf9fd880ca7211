import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { FormAlert } from './form-alert';

const envelope = (body: unknown, message = 'Server wording') => ({ response_code: 401, response_message: message, response_body: body });

describe('FormAlert', () => {
  it("says a wrong one-time code's tries left in the page's language, from attempts_left", () => {
    const { rerender } = render(<FormAlert error={new ApiError(401, 'Server wording', envelope({ attempts_left: 2 }))} />);
    expect(screen.getByRole('alert')).toHaveTextContent('That code is not right. 2 tries left.');
    rerender(<FormAlert error={new ApiError(401, 'Server wording', envelope({ attempts_left: 1 }))} />);
    expect(screen.getByRole('alert')).toHaveTextContent('That code is not right. 1 try left.');
    rerender(<FormAlert error={new ApiError(401, 'Server wording', envelope({ attempts_left: 0 }))} />);
    expect(screen.getByRole('alert')).toHaveTextContent('That code is not right, has expired or has no tries left. Ask for a new code.');
  });

  it("shows any other failed call's own message, a string as it is, and nothing without an error", () => {
    const { rerender, container } = render(<FormAlert error={new ApiError(401, 'The code is wrong or has expired', envelope(null))} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The code is wrong or has expired');
    rerender(<FormAlert error={new ApiError(429, 'Too many codes; wait a minute', envelope({ attempts_left: 3 }))} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Too many codes; wait a minute');
    rerender(<FormAlert error="Enter the 6-digit code" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the 6-digit code');
    rerender(<FormAlert error={new Error('boom')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    rerender(<FormAlert error={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
