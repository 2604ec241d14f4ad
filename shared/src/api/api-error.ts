/** A failed call: `status` is null when the server could not be reached. */
export class ApiError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
    /** The refusal's stable name when the server gave one (`{ msg, code }`). */
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isNetworkError(): boolean {
    return this.status === null;
  }
}

export const NETWORK_ERROR_MESSAGE = 'The server could not be reached. Check the connection and try again.';
