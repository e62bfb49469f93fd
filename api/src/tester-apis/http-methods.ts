/** The methods the API-testing forms offer, in the order of their dropdown (SPEC §5 "User API"). */
export const HTTP_METHODS = ['POST', 'GET', 'PUT', 'DELETE', 'PATCH'] as const;
