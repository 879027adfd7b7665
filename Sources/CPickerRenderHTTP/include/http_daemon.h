// The one libmicrohttpd call Swift cannot make: MHD_start_daemon is variadic. This starts a
// daemon bound to 127.0.0.1 only, with a fixed pool of threads and a cap on connections, and
// the access handler Swift passes; everything else Swift calls directly.
#ifndef PICKER_RENDER_HTTP_DAEMON_H
#define PICKER_RENDER_HTTP_DAEMON_H
#include <stdint.h>
#include <microhttpd.h>

/// Starts a daemon on 127.0.0.1:`port` (0: a free port the kernel picks). Returns NULL when it
/// cannot listen there. `threads` request threads, at most `connections` open connections, each
/// closed after `timeout_seconds` idle.
struct MHD_Daemon *prh_http_start(uint16_t port, unsigned int threads, unsigned int connections,
                                  unsigned int timeout_seconds, MHD_AccessHandlerCallback handler, void *context);

/// The port the daemon listens on (0 when unknown).
uint16_t prh_http_port(struct MHD_Daemon *daemon);
#endif
