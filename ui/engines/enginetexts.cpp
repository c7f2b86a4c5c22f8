#include "engines/enginetexts.h"

namespace shogiban::ui {

using engine::UsiFailure;

QString EngineTexts::startFailure(const QString& engine, UsiFailure failure)
{
    switch (failure) {
    case UsiFailure::CannotStart:
        return tr("%1 cannot be started: the program is missing or not executable.").arg(engine);
    case UsiFailure::NoUsiOk:
        return tr("%1 is not a USI engine: it did not answer \"usi\" with \"usiok\" in time.")
            .arg(engine);
    case UsiFailure::NoReadyOk:
        return tr("%1 did not answer \"isready\" with \"readyok\" in time.").arg(engine);
    case UsiFailure::Exited:
        return tr("%1 stopped (crashed or quit) while it was starting.").arg(engine);
    case UsiFailure::NoBestMove:
    case UsiFailure::Stopped:
    case UsiFailure::None:
        break;
    }
    return tr("%1 could not be started.").arg(engine);
}

QString EngineTexts::thinkFailure(const QString& engine, UsiFailure failure, int waitedMs)
{
    switch (failure) {
    case UsiFailure::Exited:
        return tr("%1 stopped (crashed or quit) while it was thinking.").arg(engine);
    case UsiFailure::NoBestMove:
        return tr("%1 did not answer with a move within %2 seconds and was stopped.")
            .arg(engine)
            .arg(waitedMs / 1000);
    default:
        return startFailure(engine, failure);
    }
}

QString EngineTexts::illegalMove(const QString& engine, const QString& move)
{
    return tr("%1 played an illegal move (%2) and loses the game.").arg(engine, move);
}

QString EngineTexts::whyPaused()
{
    return tr("The game is paused and kept. Resume it (Game > Pause) to start the engine again, "
              "or save the game.");
}

} // namespace shogiban::ui
