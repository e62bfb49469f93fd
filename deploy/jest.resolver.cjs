/**
 * Jest's resolver, which asks packages for their CommonJS build, falling back to the ES-module build for packages that
 * publish no other (kubernetes-models and the packages it loads); jest.config.cjs compiles those.
 */
module.exports = (request, options) => {
  try {
    return options.defaultResolver(request, options);
  } catch (error) {
    if (request.startsWith('.') || request.startsWith('/')) throw error;
    return options.defaultResolver(request, { ...options, conditions: ['import', 'node', 'default'] });
  }
};
