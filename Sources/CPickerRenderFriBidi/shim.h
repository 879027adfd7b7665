// FriBidi (libfribidi-dev). Its paragraph-direction constants are macros that Swift cannot
// import, so they are re-exported here as plain values.
#include <fribidi.h>

static inline FriBidiParType cfribidi_par_ltr(void) { return FRIBIDI_PAR_LTR; }
static inline FriBidiParType cfribidi_par_rtl(void) { return FRIBIDI_PAR_RTL; }
static inline FriBidiFlags cfribidi_flags_default(void) { return FRIBIDI_FLAGS_DEFAULT; }
