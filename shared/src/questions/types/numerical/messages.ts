/** The Numerical editor's save messages and the server's answer checks (all ours: SPEC has no Numerical type). */
export const NUMERICAL_ANSWER_REQUIRED = 'Add at least one accepted answer';
export const NUMERICAL_VALUE_INVALID = 'Every accepted answer must be a number, like 3.5, -12 or 6.02e23';
export const NUMERICAL_TOLERANCE_INVALID = 'A tolerance must be empty or a number of 0 or more';
export const NUMERICAL_CREDIT_INVALID = 'Credit must be from 0 to 100 percent';
export const NUMERICAL_FULL_CREDIT_REQUIRED = 'One accepted answer must earn full credit (100%)';
export const NUMERICAL_UNIT_REQUIRED = 'Add a unit, or choose that the answer has no unit';
export const NUMERICAL_UNIT_HANDLING_REQUIRED = 'Choose whether giving a unit is optional or required';
export const NUMERICAL_UNIT_NAME_INVALID = 'Every unit needs a name of its own';
export const NUMERICAL_UNIT_MULTIPLIER_INVALID = 'Every unit needs a multiplier above 0, and the first unit a multiplier of 1';

export const NUMERICAL_ANSWER_TOO_LONG = 'The answer must be at most 100 characters';
export const UNKNOWN_UNIT = 'The answer names a unit this question does not have';
