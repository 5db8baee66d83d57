const path = require('path');
const { getDefaultConfig } = require('@react-native/metro-config');

module.exports = {
  ...getDefaultConfig(__dirname),
  resolver: {
    extraNodeModules: {
      '@tap': path.resolve(__dirname, 'app/springs'),
    },
  },
};
