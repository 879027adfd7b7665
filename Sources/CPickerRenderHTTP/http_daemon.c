// See include/http_daemon.h. Loopback only: the socket address is 127.0.0.1, so nothing on
// another machine can connect whatever the firewall says.
#include "http_daemon.h"
#include <string.h>
#include <netinet/in.h>
#include <arpa/inet.h>

struct MHD_Daemon *prh_http_start(uint16_t port, unsigned int threads, unsigned int connections,
                                  unsigned int timeout_seconds, MHD_AccessHandlerCallback handler, void *context) {
    struct sockaddr_in address;
    memset(&address, 0, sizeof address);
    address.sin_family = AF_INET;
    address.sin_port = htons(port);
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    return MHD_start_daemon(MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL, port, NULL, NULL, handler, context,
                            MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&address,
                            MHD_OPTION_THREAD_POOL_SIZE, threads,
                            MHD_OPTION_CONNECTION_LIMIT, connections,
                            MHD_OPTION_CONNECTION_TIMEOUT, timeout_seconds,
                            MHD_OPTION_END);
}

uint16_t prh_http_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}
