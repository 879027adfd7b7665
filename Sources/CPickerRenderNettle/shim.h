// Nettle (nettle-dev): SHA-256 for checking pinned font files against Fonts/fonts.lock.
#include <nettle/sha2.h>
