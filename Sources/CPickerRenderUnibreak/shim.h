// libunibreak (libunibreak-dev): UAX #14 line-break opportunities.
#include <stddef.h>
#include <linebreak.h>
