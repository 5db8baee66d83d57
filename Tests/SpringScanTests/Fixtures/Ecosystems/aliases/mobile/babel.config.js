module.exports = function (api) {
  api.cache(true);
  return {
    presets: ['module:@react-native/babel-preset'],
    plugins: [
      [
        'module-resolver',
        {
          root: ['./app'],
          alias: {
            '~': './app',
            '@motion': './app/motion',
            '^@regex/(.+)': './app/\\1',
          },
        },
      ],
    ],
  };
};
