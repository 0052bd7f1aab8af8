import NIOCore
import NIOHTTP1

/// Closes a connection whose request is not read in full within `limit` of its first byte (a slowloris client
/// never lets the idle timeout fire). Before the HTTP decoder; its `RequestEnded` before the pipelining handler.
final class RequestDeadline: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    let limit: TimeAmount
    private var timer: Scheduled<Void>?

    init(limit: TimeAmount) { self.limit = limit }

    /// Bytes came: the deadline starts, unless a request is being read already.
    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if timer == nil {
            let channel = context.channel
            timer = context.eventLoop.scheduleTask(in: limit) { channel.close(promise: nil) }
        }
        context.fireChannelRead(data)
    }

    func channelInactive(context: ChannelHandlerContext) {
        requestEnded()
        context.fireChannelInactive()
    }

    /// A request was read in full (an event stream's too: it then only waits for events).
    func requestEnded() {
        timer?.cancel()
        timer = nil
    }

    /// After the HTTP decoder: stops the deadline at the end of each request, closes the connection when `idle`
    /// says it went quiet, and takes `idle` off once an event stream request is read, on its own thread: a
    /// heartbeat delayed by a long rebuild must not cut the stream.
    final class RequestEnded: ChannelInboundHandler {
        typealias InboundIn = HTTPServerRequestPart
        typealias InboundOut = HTTPServerRequestPart
        let deadline: RequestDeadline
        let idle: IdleStateHandler

        init(_ deadline: RequestDeadline, idle: IdleStateHandler) { (self.deadline, self.idle) = (deadline, idle) }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            switch unwrapInboundIn(data) {
            case .head(let request) where PreviewServer.isEventStream(request):
                context.pipeline.syncOperations.removeHandler(idle, promise: nil)
            case .end: deadline.requestEnded()
            case .head, .body: break
            }
            context.fireChannelRead(data)
        }

        func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
            guard event is IdleStateHandler.IdleStateEvent else { return context.fireUserInboundEventTriggered(event) }
            context.close(promise: nil)
        }
    }
}
